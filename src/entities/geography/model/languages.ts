// The rule lives in the wire contract: the server holds a create request to the same languages the form derives.
export { FALLBACK_LANGUAGE, languagesForCountries, type CountryLanguages } from '@/shared/api';
