/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BOOKING_API_URL?: string;
  readonly VITE_CONTENT_API_URL?: string;
  readonly VITE_BRAND_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
