import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Globe, MapPin, X } from 'lucide-react';
import { useId } from 'react';
import { Focusable } from 'react-aria-components';

import { countriesOfRegions, LanguageLabel, toggleCountry, toggleRegion, type AudienceSelection } from '@/entities/geography';
import type { RegionWithCountries } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { DialogTrigger } from '@/shared/ui/dialog';
import { Label } from '@/shared/ui/field';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { MultiSelectDialog } from '@/shared/ui/multi-select-dialog';
import { Text } from '@/shared/ui/text';
import { Tooltip, TooltipTrigger } from '@/shared/ui/tooltip';

import * as styles from './CreateSurveyForm.css';

export interface AudienceFieldsProps {
  regions: readonly RegionWithCountries[];
  value: AudienceSelection;
  onChange: (next: AudienceSelection) => void;
  /** A user whose region is not ALL: the region is preset and cannot be changed or removed. */
  isRegionLocked: boolean;
  /** A user whose local is not ALL: only these countries may be chosen, and chips cannot be removed. */
  allowedCountries?: readonly string[];
  languages: readonly string[];
  countriesWithoutLanguages: readonly string[];
  countriesError?: string;
}

/**
 * The dialog reports the whole new selection (its 'All' included); each item that changed is toggled by the audience
 * rules, so a region brings or takes its countries and a country outside the regions stays out.
 */
function applyChanges(
  selection: AudienceSelection,
  kind: keyof AudienceSelection,
  choices: readonly string[],
  selectedIds: readonly string[],
  toggle: (selection: AudienceSelection, item: string) => AudienceSelection,
): AudienceSelection {
  const chosen = new Set(selectedIds);
  const current = new Set(selection[kind]);
  return choices.reduce((next, item) => (chosen.has(item) !== current.has(item) ? toggle(next, item) : next), selection);
}

function Chips({ label, items, onRemove }: { label: string; items: readonly string[]; onRemove?: (item: string) => void }) {
  const { t } = useLingui();
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
          {onRemove && (
            <IconButton label={t`Remove ${item}`} variant="ghost" size="sm" onPress={() => {
              onRemove(item);
            }}>
              <X size={14} aria-hidden />
            </IconButton>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Target Regions and Target Countries with their dialogs, chips and the languages they give (spec sections 2, 4, 6). */
export function AudienceFields({
  regions,
  value,
  onChange,
  isRegionLocked,
  allowedCountries,
  languages,
  countriesWithoutLanguages,
  countriesError,
}: AudienceFieldsProps) {
  const { t } = useLingui();
  const countriesErrorId = useId();
  const allowed = allowedCountries ? new Set(allowedCountries) : undefined;
  // A local-scoped user picks among the allowed countries only: the regions as they may see them.
  const visibleRegions = allowed
    ? regions.map((region) => ({ ...region, countries: region.countries.filter((country) => allowed.has(country)) }))
    : regions;
  const countryChoices = countriesOfRegions(visibleRegions, value.regions);
  const regionItems = visibleRegions.map((region) => {
    const countryCount = region.countries.length;
    return { id: region.region, label: region.region, description: t`${plural(countryCount, { one: '# country', other: '# countries' })}` };
  });
  const selectedCount = value.countries.length;
  const countriesWithoutLanguage = countriesWithoutLanguages.join(', ');

  return (
    <Stack gap="lg">
      <Stack gap="xs" data-tour="regions">
        <Label elementType="span">
          <Trans>Target Regions</Trans>
        </Label>
        <Inline gap="sm" alignItems="center" flexWrap="wrap">
          {isRegionLocked ? (
            <TooltipTrigger delay={0}>
              {/* A disabled button takes no focus, so keyboard users could never read why: this one keeps it. */}
              <Focusable>
                <span role="button" aria-disabled="true" className={styles.lockedPicker}>
                  <Globe size={16} aria-hidden />
                  <Trans>Select regions</Trans>
                </span>
              </Focusable>
              <Tooltip>
                <Trans>Region is pre-selected based on your access level</Trans>
              </Tooltip>
            </TooltipTrigger>
          ) : (
            <DialogTrigger>
              <Button variant="secondary" icon={<Globe size={16} aria-hidden />}>
                <Trans>Select regions</Trans>
              </Button>
              <MultiSelectDialog
                title={t`Select Target Regions`}
                searchLabel={t`Search regions`}
                items={regionItems}
                selectedIds={value.regions}
                onChange={(ids) => {
                  onChange(applyChanges(value, 'regions', visibleRegions.map((region) => region.region), ids, (selection, region) => toggleRegion(selection, region, visibleRegions)));
                }}
              />
            </DialogTrigger>
          )}
          <Chips
            label={t`Selected regions`}
            items={value.regions}
            onRemove={
              isRegionLocked
                ? undefined
                : (region) => {
                    onChange(toggleRegion(value, region, visibleRegions));
                  }
            }
          />
        </Inline>
      </Stack>

      <Stack gap="xs" data-tour="countries">
        <Label elementType="span" id={`${countriesErrorId}-label`}>
          <Trans>Target Countries</Trans>
        </Label>
        <Inline gap="sm" alignItems="center" flexWrap="wrap">
          <DialogTrigger>
            <Button
              variant="secondary"
              icon={<MapPin size={16} aria-hidden />}
              isDisabled={value.regions.length === 0}
              data-field="countries"
              aria-describedby={countriesError ? countriesErrorId : undefined}
            >
              <Trans>Refine countries</Trans>
            </Button>
            <MultiSelectDialog
              title={t`Refine Target Countries`}
              searchLabel={t`Search countries`}
              size="lg"
              items={countryChoices.map((country) => ({ id: country, label: country }))}
              selectedIds={value.countries}
              onChange={(ids) => {
                onChange(applyChanges(value, 'countries', countryChoices, ids, (selection, country) => toggleCountry(selection, country, visibleRegions)));
              }}
            />
          </DialogTrigger>
          <Text as="span" size="sm" tone="muted">
            <Plural value={selectedCount} one="# selected" other="# selected" />
          </Text>
        </Inline>
        <Chips
          label={t`Selected countries`}
          items={value.countries}
          onRemove={
            allowed
              ? undefined
              : (country) => {
                  onChange(toggleCountry(value, country, visibleRegions));
                }
          }
        />
        {countriesError && (
          <p id={countriesErrorId} className={styles.fieldError}>
            {countriesError}
          </p>
        )}
      </Stack>

      <Stack gap="xs">
        <Label elementType="span">
          <Trans>Survey Languages</Trans>
        </Label>
        {languages.length === 0 ? (
          <Text size="sm" tone="muted">
            <Trans>Languages follow from the countries you choose.</Trans>
          </Text>
        ) : (
          <ul className={styles.chips} aria-label={t`Survey languages`}>
            {languages.map((code) => (
              <li key={code} className={styles.chip}>
                <LanguageLabel code={code} />
              </li>
            ))}
          </ul>
        )}
        {countriesWithoutLanguages.length > 0 && (
          <Text size="sm" tone="muted">
            <Trans>No supported language for {countriesWithoutLanguage}: surveyed in English.</Trans>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
