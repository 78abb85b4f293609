/**
 * What the stores ask of a listing, in English and Spanish. `npm run package` writes it into each browser's listing
 * folder; listing.test.ts keeps the permission justifications in step with the manifest.
 */
export const listingLanguages = ['en', 'es'] as const;
export type ListingLanguage = (typeof listingLanguages)[number];

export const listing: Record<ListingLanguage, { name: string; short: string; long: string; singlePurpose: string }> = {
  en: {
    name: 'Selecta — AI on the text you select',
    short: 'Select text on any page and Reply, summarise (TLDR), translate or run your own prompt; the answer streams in about a second.',
    long: `Selecta turns the text you select into AI actions, right where you work.

• Select text on any page: a small toolbar offers Reply, TLDR, Translate and your own prompts.
• The answer streams into a card beside the selection in about a second.
• Copy it, Insert it or Replace the selection — in text fields, rich editors, Gmail-style compose boxes and editors inside frames.
• Refine it: shorter, longer, more formal, friendlier, or any change you type.
• Keyboard first: shortcuts for every action, the toolbar and the card.
• Your team's shared prompts reach everyone's toolbar; IT can preset and lock the server and settings by policy.
• Dark mode, English and Spanish.

Your selected text is sent to your Selecta server only when you run an action, and it is never stored or logged. In Chrome you can also run answers on your device.`,
    singlePurpose: 'Selecta runs AI actions (reply, summarise, translate, custom prompts) on the text the user selects on a web page and shows the answer beside the selection.',
  },
  es: {
    name: 'Selecta — IA sobre el texto que seleccionas',
    short: 'Selecciona texto en cualquier página y responde, resume (TLDR), traduce o usa tus propios prompts; la respuesta llega en un segundo.',
    long: `Selecta convierte el texto que seleccionas en acciones de IA, justo donde trabajas.

• Selecciona texto en cualquier página: una pequeña barra ofrece Responder, Resumen, Traducir y tus propios prompts.
• La respuesta aparece poco a poco en una tarjeta junto a la selección, en un segundo.
• Cópiala, insértala o reemplaza la selección: en campos de texto, editores enriquecidos, redacción de correo y editores dentro de marcos.
• Mejórala: más corta, más larga, más formal, más cercana o el cambio que escribas.
• Pensada para el teclado: atajos para cada acción, la barra y la tarjeta.
• Los prompts compartidos de tu equipo llegan a la barra de todos; tu departamento de IT puede fijar y bloquear el servidor y los ajustes por política.
• Modo oscuro, en español e inglés.

El texto seleccionado se envía a tu servidor de Selecta solo cuando ejecutas una acción, y nunca se guarda ni se registra. En Chrome también puedes obtener las respuestas en tu dispositivo.`,
    singlePurpose: 'Selecta ejecuta acciones de IA (responder, resumir, traducir, prompts propios) sobre el texto que el usuario selecciona en una página web y muestra la respuesta junto a la selección.',
  },
};

/** Why each permission and host permission is asked for (the stores ask one justification per entry). */
export const permissionJustifications: Record<string, Record<ListingLanguage, string>> = {
  storage: {
    en: 'Keeps the user’s settings, saved prompts and session in the browser, and reads the organisation’s managed policy.',
    es: 'Guarda en el navegador los ajustes, los prompts guardados y la sesión del usuario, y lee la política gestionada de la organización.',
  },
  contextMenus: {
    en: 'Adds the actions and saved prompts to the right-click menu on selected text.',
    es: 'Añade las acciones y los prompts guardados al menú contextual sobre el texto seleccionado.',
  },
  activeTab: {
    en: 'Runs an action from a keyboard shortcut or the context menu on the selection in the tab the user is in.',
    es: 'Ejecuta una acción desde un atajo de teclado o el menú contextual sobre la selección de la pestaña en la que está el usuario.',
  },
  '<all_urls> (content script)': {
    en: 'The toolbar must appear wherever the user selects text; the script does nothing until text is selected and sends nothing until an action is clicked.',
    es: 'La barra debe aparecer donde el usuario seleccione texto; el script no hace nada hasta que hay una selección y no envía nada hasta que se pulsa una acción.',
  },
  'http://localhost/*': {
    en: 'A Selecta server on the user’s own machine (self-hosting, development).',
    es: 'Un servidor de Selecta en el propio equipo del usuario (autoalojado, desarrollo).',
  },
  'http://127.0.0.1/*': {
    en: 'The same, by IP address.',
    es: 'Lo mismo, por dirección IP.',
  },
  'server origin': {
    en: 'The Selecta server the build talks to: sign-in, plan and the AI actions.',
    es: 'El servidor de Selecta con el que habla la extensión: inicio de sesión, plan y acciones de IA.',
  },
  'https://*/* (optional)': {
    en: 'Asked for only when the user points Selecta at their organisation’s own server, and only for that server.',
    es: 'Se pide solo cuando el usuario apunta Selecta al servidor de su organización, y solo para ese servidor.',
  },
  'http://*/* (optional)': {
    en: 'The same for a plain-http server on the user’s own machine.',
    es: 'Lo mismo para un servidor http en el propio equipo del usuario.',
  },
};

/** The stores' privacy questions, answered as the privacy page (/privacy) says. */
export const privacyAnswers: Record<ListingLanguage, { question: string; answer: string }[]> = {
  en: [
    { question: 'What user data is collected?', answer: 'Website content (the text the user selects, only when they run an action) and authentication information (email and session with the Selecta server).' },
    { question: 'Is the selected text stored?', answer: 'No. The server passes it to the AI provider to produce the answer and never stores or logs the text, the prompt or the answer; it keeps only a count per action for plan limits.' },
    { question: 'Is data sold or used for advertising?', answer: 'No. Data is not sold, not used for advertising, and not used for anything unrelated to the extension’s purpose.' },
    { question: 'Is data used for creditworthiness or lending?', answer: 'No.' },
    { question: 'Who receives data?', answer: 'The Selecta server the user signs in to, and through it the AI provider that runs the action, only for that action. Answers run on the device send nothing.' },
    { question: 'Analytics', answer: 'The extension sends no analytics. The website uses analytics only after the visitor accepts them.' },
    { question: 'Remote code', answer: 'None: all code is in the package.' },
  ],
  es: [
    { question: '¿Qué datos del usuario se recogen?', answer: 'Contenido de sitios web (el texto que el usuario selecciona, solo cuando ejecuta una acción) e información de autenticación (correo y sesión con el servidor de Selecta).' },
    { question: '¿Se guarda el texto seleccionado?', answer: 'No. El servidor lo pasa al proveedor de IA para producir la respuesta y nunca guarda ni registra el texto, el prompt ni la respuesta; solo cuenta cada acción para los límites del plan.' },
    { question: '¿Se venden los datos o se usan para publicidad?', answer: 'No. Los datos no se venden, no se usan para publicidad ni para nada ajeno al propósito de la extensión.' },
    { question: '¿Se usan para solvencia o préstamos?', answer: 'No.' },
    { question: '¿Quién recibe los datos?', answer: 'El servidor de Selecta en el que el usuario inicia sesión y, a través de él, el proveedor de IA que ejecuta la acción, solo para esa acción. Las respuestas en el dispositivo no envían nada.' },
    { question: 'Analítica', answer: 'La extensión no envía analítica. La web solo usa analítica si el visitante la acepta.' },
    { question: 'Código remoto', answer: 'Ninguno: todo el código está en el paquete.' },
  ],
};
