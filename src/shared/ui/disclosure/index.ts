export { Disclosure, DisclosureGroup, type DisclosureProps, type DisclosureGroupProps } from './Disclosure';
