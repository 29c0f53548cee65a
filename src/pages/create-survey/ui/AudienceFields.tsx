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

export const REGION_LOCKED_TOOLTIP = 'Region is pre-selected based on your access level';

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
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
          {onRemove && (
            <IconButton label={`Remove ${item}`} variant="ghost" size="sm" onPress={() => {
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
  const countriesErrorId = useId();
  const allowed = allowedCountries ? new Set(allowedCountries) : undefined;
  // A local-scoped user picks among the allowed countries only: the regions as they may see them.
  const visibleRegions = allowed
    ? regions.map((region) => ({ ...region, countries: region.countries.filter((country) => allowed.has(country)) }))
    : regions;
  const countryChoices = countriesOfRegions(visibleRegions, value.regions);


  return (
    <Stack gap="lg">
      <Stack gap="xs" data-tour="regions">
        <Label elementType="span">Target Regions</Label>
        <Inline gap="sm" alignItems="center" flexWrap="wrap">
          {isRegionLocked ? (
            <TooltipTrigger delay={0}>
              {/* A disabled button takes no focus, so keyboard users could never read why: this one keeps it. */}
              <Focusable>
                <span role="button" aria-disabled="true" className={styles.lockedPicker}>
                  <Globe size={16} aria-hidden />
                  Select regions
                </span>
              </Focusable>
              <Tooltip>{REGION_LOCKED_TOOLTIP}</Tooltip>
            </TooltipTrigger>
          ) : (
            <DialogTrigger>
              <Button variant="secondary" icon={<Globe size={16} aria-hidden />}>
                Select regions
              </Button>
              <MultiSelectDialog
                title="Select Target Regions"
                searchLabel="Search regions"
                items={visibleRegions.map((region) => ({ id: region.region, label: region.region, description: `${region.countries.length} countries` }))}
                selectedIds={value.regions}
                onChange={(ids) => {
                  onChange(applyChanges(value, 'regions', visibleRegions.map((region) => region.region), ids, (selection, region) => toggleRegion(selection, region, visibleRegions)));
                }}
              />
            </DialogTrigger>
          )}
          <Chips
            label="Selected regions"
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
          Target Countries
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
              Refine countries
            </Button>
            <MultiSelectDialog
              title="Refine Target Countries"
              searchLabel="Search countries"
              size="lg"
              items={countryChoices.map((country) => ({ id: country, label: country }))}
              selectedIds={value.countries}
              onChange={(ids) => {
                onChange(applyChanges(value, 'countries', countryChoices, ids, (selection, country) => toggleCountry(selection, country, visibleRegions)));
              }}
            />
          </DialogTrigger>
          <Text as="span" size="sm" tone="muted">
            {value.countries.length} selected
          </Text>
        </Inline>
        <Chips
          label="Selected countries"
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
        <Label elementType="span">Survey Languages</Label>
        {languages.length === 0 ? (
          <Text size="sm" tone="muted">
            Languages follow from the countries you choose.
          </Text>
        ) : (
          <ul className={styles.chips} aria-label="Survey languages">
            {languages.map((code) => (
              <li key={code} className={styles.chip}>
                <LanguageLabel code={code} />
              </li>
            ))}
          </ul>
        )}
        {countriesWithoutLanguages.length > 0 && (
          <Text size="sm" tone="muted">
            No supported language for {countriesWithoutLanguages.join(', ')}: surveyed in English.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
