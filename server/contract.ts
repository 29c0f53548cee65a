// The SPA's wire contract, reused so both sides agree on every body. One seam here keeps the cross-tree path in one
// place (the '@/…' alias is a Vite/TypeScript path that tsx and node do not resolve).
export * from '../src/shared/api/contract/index.ts';
export { appRoutes } from '../src/shared/config/routes.ts';
