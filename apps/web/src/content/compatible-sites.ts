/**
 * Well-known websites Selecta works on, by category (spec §3: 17 categories). The extension works on any
 * page with selectable text; these lists only show the range. Category labels live in `locales/*\/landing.json`.
 */
export const siteCategories = [
  'development', 'ecommerceVideo', 'news', 'productivity', 'social', 'support', 'job', 'education', 'finance',
  'health', 'design', 'marketing', 'travel', 'shopping', 'legal', 'vibeCoder', 'other',
] as const;
export type SiteCategory = (typeof siteCategories)[number];

export const compatibleSites: Record<SiteCategory, readonly string[]> = {
  development: ['GitHub', 'GitLab', 'Stack Overflow', 'Bitbucket', 'MDN Web Docs', 'Jira', 'Linear', 'Sentry'],
  ecommerceVideo: ['YouTube', 'Vimeo', 'Twitch', 'Shopify', 'Etsy', 'eBay', 'Netflix Help Center'],
  news: ['BBC News', 'The New York Times', 'The Guardian', 'El País', 'Reuters', 'Hacker News', 'Financial Times'],
  productivity: ['Gmail', 'Outlook', 'Google Docs', 'Notion', 'Slack (web)', 'Trello', 'Asana', 'Confluence'],
  social: ['LinkedIn', 'X (Twitter)', 'Reddit', 'Facebook', 'Instagram (web)', 'Mastodon', 'Threads'],
  support: ['Zendesk', 'Intercom', 'Freshdesk', 'Help Scout', 'HubSpot Service Hub', 'Front', 'Gorgias'],
  job: ['LinkedIn Jobs', 'Indeed', 'Glassdoor', 'InfoJobs', 'Wellfound', 'Greenhouse', 'Lever'],
  education: ['Coursera', 'Khan Academy', 'edX', 'Udemy', 'Wikipedia', 'Google Classroom', 'Duolingo (web)'],
  finance: ['Bloomberg', 'Yahoo Finance', 'Investing.com', 'Stripe Dashboard', 'QuickBooks', 'Xero'],
  health: ['Mayo Clinic', 'WebMD', 'NHS', 'MedlinePlus', 'PubMed', 'Healthline'],
  design: ['Figma', 'Dribbble', 'Behance', 'Canva', 'Miro', 'Adobe Express'],
  marketing: ['HubSpot', 'Mailchimp', 'Google Ads', 'Semrush', 'Buffer', 'Hootsuite', 'Salesforce'],
  travel: ['Booking.com', 'Airbnb', 'Tripadvisor', 'Skyscanner', 'Google Maps', 'Expedia'],
  shopping: ['Amazon', 'AliExpress', 'Zalando', 'IKEA', 'Best Buy', 'El Corte Inglés'],
  legal: ['EUR-Lex', 'BOE', 'Justia', 'Cornell LII', 'GOV.UK', 'DocuSign'],
  vibeCoder: ['ChatGPT', 'Claude', 'Lovable', 'Bolt.new', 'v0', 'Replit', 'Cursor Forum'],
  other: ['Any page with text you can select', 'Web-based PDFs', 'Internal tools and intranets', 'Your own web app'],
};
