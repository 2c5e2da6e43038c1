// Shared with the service time page: src/components/use-now.ts.
export { useNow } from '@/components/use-now';
