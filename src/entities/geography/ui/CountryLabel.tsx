import { countryFlag } from '@/shared/lib/language';
import { Box } from '@/shared/ui/layout';

export interface CountryLabelProps {
  /** The country's name: in English as the geography lists give it ('Mexico'), or as `countryName` shows a code. */
  name: string;
}

/** A country's flag and name ('🇲🇽 Mexico'); a name that is not a known country shows without a flag. */
export function CountryLabel({ name }: CountryLabelProps) {
  const flag = countryFlag(name);
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="xs">
      {flag && <span aria-hidden="true">{flag}</span>}
      <span>{name}</span>
    </Box>
  );
}
