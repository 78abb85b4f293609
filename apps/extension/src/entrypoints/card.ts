import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { cardGlobal, type CardModule } from '../card/card-api.ts';
import { openCard } from '../card/open-card.ts';

// Loaded by the selection content script the first time it is needed (see content/card-loader.ts).
export default defineUnlistedScript(() => {
  const module: CardModule = { openCard };
  Object.assign(globalThis, { [cardGlobal]: module });
});
