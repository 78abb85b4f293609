/** Injects Google Tag Manager once; callers make sure a container id is configured and consent was given. */
export function loadGtm(containerId: string): void {
  if (document.getElementById('gtm-script')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
