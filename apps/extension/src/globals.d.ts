/** The server this build talks to unless the options page says otherwise (set in wxt.config.ts). */
declare const __SELECTA_SERVER_URL__: string;
