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
• Where the card cannot go — a PDF in the browser's viewer, browser pages, a tab opened before you installed Selecta — the answer comes in the side panel. Ask follow-up questions there.
• Find answers again: a history kept only in your browser, searchable, exportable, and yours to clear or turn off.
• Keyboard first: shortcuts for every action, the toolbar and the card.
• Your team's shared prompts reach everyone's toolbar; IT can preset and lock the server and settings by policy.
• Dark mode, English and Spanish.

Your selected text is sent to your Selecta server only when you run an action, and it is never stored or logged. In Chrome you can also run answers on your device.`,
    singlePurpose: 'Selecta runs AI actions (reply, summarise, translate, custom prompts) on the text the user selects on a web page and shows the answer beside the selection, or in the browser’s side panel where the selection is out of reach (PDFs, browser pages).',
  },
  es: {
    name: 'Selecta — IA sobre el texto que seleccionas',
    short: 'Selecciona texto en cualquier página y responde, resume (TLDR), traduce o usa tus propios prompts; la respuesta llega en un segundo.',
    long: `Selecta convierte el texto que seleccionas en acciones de IA, justo donde trabajas.

• Selecciona texto en cualquier página: una pequeña barra ofrece Responder, Resumen, Traducir y tus propios prompts.
• La respuesta aparece poco a poco en una tarjeta junto a la selección, en un segundo.
• Cópiala, insértala o reemplaza la selección: en campos de texto, editores enriquecidos, redacción de correo y editores dentro de marcos.
• Mejórala: más corta, más larga, más formal, más cercana o el cambio que escribas.
• Donde la tarjeta no puede aparecer —un PDF en el visor del navegador, páginas del navegador, una pestaña abierta antes de instalar Selecta— la respuesta llega en el panel lateral. Haz allí preguntas de seguimiento.
• Vuelve a encontrar tus respuestas: un historial guardado solo en tu navegador, con búsqueda y exportación, que puedes borrar o desactivar.
• Pensada para el teclado: atajos para cada acción, la barra y la tarjeta.
• Los prompts compartidos de tu equipo llegan a la barra de todos; tu departamento de IT puede fijar y bloquear el servidor y los ajustes por política.
• Modo oscuro, en español e inglés.

El texto seleccionado se envía a tu servidor de Selecta solo cuando ejecutas una acción, y nunca se guarda ni se registra. En Chrome también puedes obtener las respuestas en tu dispositivo.`,
    singlePurpose: 'Selecta ejecuta acciones de IA (responder, resumir, traducir, prompts propios) sobre el texto que el usuario selecciona en una página web y muestra la respuesta junto a la selección, o en el panel lateral del navegador cuando la selección queda fuera de su alcance (PDF, páginas del navegador).',
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
  sidePanel: {
    en: 'Shows answers in the browser’s side panel where the card cannot appear (PDFs, browser pages), keeps the answers’ history there, and takes follow-up questions.',
    es: 'Muestra las respuestas en el panel lateral del navegador donde la tarjeta no puede aparecer (PDF, páginas del navegador), guarda allí el historial de respuestas y admite preguntas de seguimiento.',
  },
  scripting: {
    en: 'When the user runs an action in a tab that was open before Selecta was installed or updated, injects Selecta’s own content script there (only in that tab, with activeTab), so it works without reloading the page. “Summarize this page” and “Select an area” inject a reader of the page’s article or the area picker in the same way, only when the user asks.',
    es: 'Cuando el usuario ejecuta una acción en una pestaña que ya estaba abierta antes de instalar o actualizar Selecta, inyecta allí el propio script de Selecta (solo en esa pestaña, con activeTab), para que funcione sin recargar la página. «Resumir esta página» y «Seleccionar una zona» inyectan del mismo modo un lector del artículo de la página o el selector de zona, solo cuando el usuario lo pide.',
  },
  offscreen: {
    en: '“Select an area” recognises the text in the chosen area on the user’s device (Tesseract, packaged in the extension); its workers run in an offscreen document, since a service worker cannot start them. Nothing is sent anywhere.',
    es: '«Seleccionar una zona» reconoce el texto de la zona elegida en el dispositivo del usuario (Tesseract, incluido en la extensión); sus workers se ejecutan en un documento offscreen, porque un service worker no puede iniciarlos. No se envía nada a ningún sitio.',
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
    en: 'Asked for only when the user points Selecta at their organisation’s own server, or opens a PDF from a site in Selecta’s PDF reader, and only for that server or site.',
    es: 'Se pide solo cuando el usuario apunta Selecta al servidor de su organización o abre en el lector de PDF de Selecta un PDF de un sitio, y solo para ese servidor o sitio.',
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
    { question: 'What is kept in the browser?', answer: 'The settings, and a history of answers (the action, the selected text, the page’s title and address, the model, the time, the versions and follow-up questions) in the extension’s IndexedDB: the last 500 answers or 20 MB, never sent anywhere. The user can search, export, clear or turn it off; an organisation can turn it off by policy.' },
    { question: 'Is data sold or used for advertising?', answer: 'No. Data is not sold, not used for advertising, and not used for anything unrelated to the extension’s purpose.' },
    { question: 'Is data used for creditworthiness or lending?', answer: 'No.' },
    { question: 'Who receives data?', answer: 'The Selecta server the user signs in to, and through it the AI provider that runs the action, only for that action. Answers run on the device send nothing.' },
    { question: 'Analytics', answer: 'The extension sends no analytics. The website uses analytics only after the visitor accepts them.' },
    { question: 'Remote code', answer: 'None: all code is in the package.' },
  ],
  es: [
    { question: '¿Qué datos del usuario se recogen?', answer: 'Contenido de sitios web (el texto que el usuario selecciona, solo cuando ejecuta una acción) e información de autenticación (correo y sesión con el servidor de Selecta).' },
    { question: '¿Se guarda el texto seleccionado?', answer: 'No. El servidor lo pasa al proveedor de IA para producir la respuesta y nunca guarda ni registra el texto, el prompt ni la respuesta; solo cuenta cada acción para los límites del plan.' },
    { question: '¿Qué se guarda en el navegador?', answer: 'Los ajustes y un historial de respuestas (la acción, el texto seleccionado, el título y la dirección de la página, el modelo, la hora, las versiones y las preguntas de seguimiento) en el IndexedDB de la extensión: las últimas 500 respuestas o 20 MB, sin enviarse nunca a ninguna parte. El usuario puede buscar en él, exportarlo, borrarlo o desactivarlo; una organización puede desactivarlo por política.' },
    { question: '¿Se venden los datos o se usan para publicidad?', answer: 'No. Los datos no se venden, no se usan para publicidad ni para nada ajeno al propósito de la extensión.' },
    { question: '¿Se usan para solvencia o préstamos?', answer: 'No.' },
    { question: '¿Quién recibe los datos?', answer: 'El servidor de Selecta en el que el usuario inicia sesión y, a través de él, el proveedor de IA que ejecuta la acción, solo para esa acción. Las respuestas en el dispositivo no envían nada.' },
    { question: 'Analítica', answer: 'La extensión no envía analítica. La web solo usa analítica si el visitante la acepta.' },
    { question: 'Código remoto', answer: 'Ninguno: todo el código está en el paquete.' },
  ],
};
