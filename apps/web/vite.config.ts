import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `npm run dev -w @selecta/web` talks to the server on :3000 for the API and auth.
  server: { proxy: { '/api': 'http://localhost:3000', '/auth/v1': 'http://localhost:3000', '/downloads': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: true },
});
