import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A website build folder with a shell, two prerendered pages, a query variant and one asset. */
export function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'selecta-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('index.html', '<html lang="en"><head><!--selecta-config--></head><body><div id="root"></div></body></html>');
  write('es/privacy/index.html', '<html lang="es"><head><link rel="canonical" href="__SELECTA_ORIGIN__/es/privacy"><!--selecta-config--></head><body>Privacidad</body></html>');
  write('en/auth/index.html', '<html lang="en"><head><!--selecta-config--></head><body>Create your account</body></html>');
  write('en/auth/index.login.html', '<html lang="en"><head><!--selecta-config--></head><body>Welcome back</body></html>');
  write('assets/app-abc123.js', 'console.log(1)');
  return dir;
}
