export { createGeographyRoutes, type GeographyRoutesDeps } from './routes.ts';
export { seedGeography, loadGeography, listAllowedCountries, geographyFromDatabase, type GeographySource } from './service.ts';
export {
  readGeographyConfig,
  parseGeographyConfig,
  InvalidGeographyConfig,
  type GeographyConfig,
  type GeographyConfigInput,
} from './config.ts';
