/**
 * A believable support-inbox page for the website's step pictures, in English or Spanish: a ticket from a customer
 * and a reply box that quotes her message, so the extension can Copy, Insert and Replace there.
 */
export const pageCopy = {
  en: {
    app: 'Helpdesk',
    search: 'Search tickets',
    nav: ['Inbox', 'Assigned to me', 'Waiting', 'Solved'],
    tickets: [
      ['Marta López', 'Charger missing from order #4821', '2 min'],
      ['Jonas Berg', 'Can I change my delivery address?', '14 min'],
      ['Priya Shah', 'Invoice for October', '1 h'],
      ['Tom Adeyemi', 'Discount code not working', '3 h'],
    ],
    subject: 'Charger missing from order #4821',
    tags: ['Order #4821', 'Shipping'],
    body: 'Hi! My order arrived yesterday but the charger is missing from the box. Could you send one, or should I return the whole thing? Thanks, Marta',
    replyTo: 'Reply to Marta López',
    quoteHead: 'On 21 Nov, Marta López wrote:',
    quote: 'Hi! My order arrived yesterday but the charger is missing from the box. Could you send one, or should I return the whole thing?',
    send: 'Send',
    reply: "Hi Marta, I'm sorry the charger was missing! There's no need to return anything: we're sending a new one today by express post, and you'll get the tracking number within the hour.",
  },
  es: {
    app: 'Soporte',
    search: 'Buscar tickets',
    nav: ['Entrada', 'Asignados a mí', 'En espera', 'Resueltos'],
    tickets: [
      ['Marta López', 'Falta el cargador del pedido n.º 4821', '2 min'],
      ['Jonás Berga', '¿Puedo cambiar la dirección de entrega?', '14 min'],
      ['Pilar Sanz', 'Factura de octubre', '1 h'],
      ['Tomás Ruiz', 'El código de descuento no funciona', '3 h'],
    ],
    subject: 'Falta el cargador del pedido n.º 4821',
    tags: ['Pedido n.º 4821', 'Envío'],
    body: '¡Hola! Mi pedido llegó ayer, pero en la caja no venía el cargador. ¿Me podéis enviar uno o tengo que devolverlo todo? Gracias, Marta',
    replyTo: 'Responder a Marta López',
    quoteHead: 'El 21 nov, Marta López escribió:',
    quote: '¡Hola! Mi pedido llegó ayer, pero en la caja no venía el cargador. ¿Me podéis enviar uno o tengo que devolverlo todo?',
    send: 'Enviar',
    reply: 'Hola, Marta: ¡sentimos mucho que faltara el cargador! No hace falta devolver nada: hoy mismo te enviamos uno nuevo por mensajería urgente y en menos de una hora recibirás el número de seguimiento.',
  },
} as const;

export type ShotLanguage = keyof typeof pageCopy;

const style = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 system-ui,'Segoe UI',Roboto,sans-serif;color:#18181b;background:#f4f4f5;height:100vh;display:grid;grid-template-rows:52px 1fr}
header{display:flex;align-items:center;gap:16px;padding:0 20px;background:#1e1b4b;color:#fff}
header b{font-size:16px;letter-spacing:.2px}header .search{flex:0 1 360px;margin-left:24px;padding:6px 12px;border-radius:6px;background:#312e81;color:#c7d2fe}
header .avatar{margin-left:auto;width:30px;height:30px;border-radius:50%;background:#a5b4fc;color:#1e1b4b;display:grid;place-items:center;font-weight:600}
main{display:grid;grid-template-columns:180px 270px 1fr;min-height:0}
nav{padding:16px 10px;background:#fafafa;border-right:1px solid #e4e4e7}nav div{padding:7px 10px;white-space:nowrap;font-size:13px;border-radius:6px;color:#3f3f46}nav div:first-child{background:#e0e7ff;color:#312e81;font-weight:600}
.list{background:#fff;border-right:1px solid #e4e4e7}.list div{padding:12px 16px;border-bottom:1px solid #f4f4f5}.list div:first-child{background:#eef2ff;border-left:3px solid #4f46e5}
.list strong{display:flex;justify-content:space-between;font-weight:600}.list small{color:#71717a;font-weight:400}.list span{display:block;color:#52525b;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ticket{padding:18px 24px;overflow:hidden}h1{margin:0;font-size:20px}.tags{margin:6px 0 16px;display:flex;gap:6px}.tags span{padding:1px 8px;border-radius:999px;background:#e4e4e7;font-size:12px}
.message{background:#fff;border:1px solid #e4e4e7;border-radius:10px;padding:14px 16px}.message .from{font-weight:600;margin-bottom:4px}.message .from small{color:#71717a;font-weight:400;margin-left:8px}
.composer{margin-top:16px;background:#fff;border:1px solid #c7d2fe;border-radius:10px;box-shadow:0 0 0 3px #eef2ff}
.composer .to{padding:8px 14px;border-bottom:1px solid #e4e4e7;color:#52525b}
.composer .edit{padding:12px 14px;min-height:120px;outline:none}.composer .edit p{margin:0 0 4px;color:#71717a}
.composer blockquote{margin:0;padding-left:12px;border-left:3px solid #d4d4d8;color:#3f3f46}
.composer .bar{display:flex;justify-content:flex-end;padding:8px 12px;border-top:1px solid #e4e4e7}.composer button{font:inherit;font-weight:600;padding:6px 16px;border:0;border-radius:6px;background:#4f46e5;color:#fff}
`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function supportInboxHtml(lang: ShotLanguage): string {
  const c = pageCopy[lang];
  const tickets = c.tickets.map(([who, subject, when]) => `<div><strong>${who}<small>${when}</small></strong><span>${escape(subject)}</span></div>`).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${c.app}</title><style>${style}</style></head><body>
<header><b>${c.app}</b><div class="search">${c.search}</div><div class="avatar">AR</div></header>
<main><nav>${c.nav.map((item) => `<div>${item}</div>`).join('')}</nav><section class="list">${tickets}</section>
<section class="ticket"><h1>${escape(c.subject)}</h1><div class="tags">${c.tags.map((tag) => `<span>${escape(tag)}</span>`).join('')}</div>
<article class="message"><div class="from">Marta López<small>marta.lopez@example.com</small></div>${escape(c.body)}</article>
<div class="composer"><div class="to">${c.replyTo}</div><div class="edit" contenteditable="true"><p>${c.quoteHead}</p><blockquote id="quote">${escape(c.quote)}</blockquote></div>
<div class="bar"><button type="button">${c.send}</button></div></div></section></main></body></html>`;
}
