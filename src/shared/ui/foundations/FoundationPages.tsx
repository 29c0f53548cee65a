import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Heading, Text } from '../text';
import { breakpoints, durations, fonts, fontSizes, fontWeights, lightColors, lineHeights, palette, radii, shadows, space } from '../theme/tokens';
import { contrastRatio } from './contrast';
import * as styles from './Foundations.css';
import * as productIcons from './productIcons';

function FoundationPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{intro}</Text>
      {children}
    </article>
  );
}

/** The readable pairs every screen relies on: text colour, the background it sits on. */
export const contrastPairs = [
  ['text', lightColors.text, 'background', lightColors.background],
  ['text', lightColors.text, 'surface', lightColors.surface],
  ['textMuted', lightColors.textMuted, 'surface', lightColors.surface],
  ['textMuted', lightColors.textMuted, 'surfaceMuted', lightColors.surfaceMuted],
  ['accent', lightColors.accent, 'surface', lightColors.surface],
  ['textOnAccent', lightColors.textOnAccent, 'accent', lightColors.accent],
  ...(['success', 'warning', 'danger', 'info', 'neutral'] as const).flatMap((tone) => [
    [`${tone}.foreground`, lightColors[tone].foreground, `${tone}.background`, lightColors[tone].background],
    ['textOnAccent', lightColors.textOnAccent, `${tone}.solid`, lightColors[tone].solid],
  ]),
] as const;

function flattenColours(colours: object, prefix = ''): [string, string][] {
  return Object.entries(colours).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value] as [string, string]] : flattenColours(value as object, `${prefix}${name}.`),
  );
}

export function ColourPage() {
  return (
    <FoundationPage
      title="Colour"
      intro="Components read colour roles (vars.color.*), never the palette. Every text pair below keeps WCAG AA contrast (4.5:1)."
    >
      <Heading level={2}>Roles</Heading>
      <ul className={styles.tokenGrid} aria-label="Colour roles">
        {flattenColours(lightColors).map(([name, value]) => (
          <li key={name} className={styles.tokenCard}>
            <span className={styles.swatch} style={{ background: value }} />
            <span className={styles.tokenName}>{name}</span>
            <span className={styles.tokenValue}>{value}</span>
          </li>
        ))}
      </ul>
      <Heading level={2}>Text contrast</Heading>
      <table className={styles.table} aria-label="Text contrast">
        <thead>
          <tr>
            <th className={styles.cell}>Text</th>
            <th className={styles.cell}>On</th>
            <th className={styles.cell}>Sample</th>
            <th className={styles.cell}>Ratio</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(([textName, text, backgroundName, background]) => (
            <tr key={`${textName}-${backgroundName}`}>
              <td className={styles.cell}>{textName}</td>
              <td className={styles.cell}>{backgroundName}</td>
              <td className={styles.cell} style={{ color: text, background }}>
                Aa Encuesta 설문
              </td>
              <td className={styles.cell} data-testid="contrast-ratio">
                {contrastRatio(text, background).toFixed(2)}:1
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading level={2}>Palette</Heading>
      <ul className={styles.tokenGrid} aria-label="Palette">
        {Object.entries(palette).map(([name, value]) => (
          <li key={name} className={styles.tokenCard}>
            <span className={styles.swatch} style={{ background: value }} />
            <span className={styles.tokenName}>{name}</span>
            <span className={styles.tokenValue}>{value}</span>
          </li>
        ))}
      </ul>
    </FoundationPage>
  );
}

/** Samples in the product's three reading languages: English, Spanish (Latin America) and Korean (the parent company). */
export const typeSamples = {
  English: 'How satisfied were you with your visit today?',
  Spanish: '¿Qué tan satisfecho quedó con su visita de hoy? Atención, señalización y pequeños detalles.',
  Korean: '오늘 매장 방문에 얼마나 만족하셨나요? 고객 만족도 보고서를 확인하세요.',
} as const;

export function TypographyPage() {
  return (
    <FoundationPage
      title="Typography"
      intro={`One stack for every text: ${fonts.body}. Inter and Noto Sans KR ship with the app; other scripts use the system's sans-serif.`}
    >
      <Heading level={2}>Type scale</Heading>
      <table className={styles.table} aria-label="Type scale">
        <tbody>
          {Object.entries(fontSizes).map(([name, size]) => (
            <tr key={name}>
              <td className={styles.cell}>
                <span className={styles.tokenName}>{name}</span>
              </td>
              <td className={styles.cell}>
                <span className={styles.tokenValue}>{size}</span>
              </td>
              <td className={styles.cell}>
                <p className={styles.sample} style={{ fontSize: size, lineHeight: lineHeights.tight }}>
                  Customer satisfaction
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading level={2}>Weights and line heights</Heading>
      <table className={styles.table} aria-label="Weights">
        <tbody>
          {Object.entries(fontWeights).map(([name, weight]) => (
            <tr key={name}>
              <td className={styles.cell}>
                <span className={styles.tokenName}>{name}</span> <span className={styles.tokenValue}>{weight}</span>
              </td>
              <td className={styles.cell} style={{ fontWeight: weight }}>
                Reports Generated · Informes generados · 생성된 보고서
              </td>
            </tr>
          ))}
          {Object.entries(lineHeights).map(([name, lineHeight]) => (
            <tr key={name}>
              <td className={styles.cell}>
                <span className={styles.tokenName}>lineHeight.{name}</span> <span className={styles.tokenValue}>{lineHeight}</span>
              </td>
              <td className={styles.cell} style={{ lineHeight }}>
                A paragraph of two lines shows the leading: the respondent&apos;s answer, quoted in its original language.
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading level={2}>Languages</Heading>
      <table className={styles.table} aria-label="Language samples">
        <tbody>
          {Object.entries(typeSamples).map(([language, sample]) => (
            <tr key={language}>
              <th className={styles.cell} scope="row">
                {language}
              </th>
              <td className={styles.cell} lang={language === 'Korean' ? 'ko' : language === 'Spanish' ? 'es' : 'en'}>
                <p className={styles.sample} style={{ fontSize: fontSizes.lg }}>
                  {sample}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </FoundationPage>
  );
}

function ScaleTable({ label, values, render }: { label: string; values: Record<string, string>; render: (value: string) => ReactNode }) {
  return (
    <table className={styles.table} aria-label={label}>
      <tbody>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <span className={styles.tokenName}>{name}</span>
            </td>
            <td className={styles.cell}>
              <span className={styles.tokenValue}>{value}</span>
            </td>
            <td className={styles.cell}>{render(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingPage() {
  return (
    <FoundationPage title="Spacing" intro="Gaps and padding come from this scale, through Box, Stack, Inline and Grid (vars.space.*).">
      <ScaleTable label="Spacing scale" values={space} render={(value) => <div className={styles.spacingBar} style={{ width: value }} />} />
    </FoundationPage>
  );
}

export function RadiiPage() {
  return (
    <FoundationPage title="Radii" intro="Corner radii (vars.radius.*): sm for badges and small controls, md for controls and cards, lg for dialogs.">
      <ScaleTable label="Radii" values={radii} render={(value) => <div className={styles.radiusBox} style={{ borderRadius: value }} />} />
    </FoundationPage>
  );
}

export function ShadowsPage() {
  return (
    <FoundationPage title="Shadows" intro="Elevation (vars.shadow.*): sm for cards, md for popovers and menus, lg for dialogs and the drawer.">
      <ScaleTable label="Shadows" values={shadows} render={(value) => <div className={styles.shadowBox} style={{ boxShadow: value }} />} />
    </FoundationPage>
  );
}


export function IconsPage() {
  return (
    <FoundationPage
      title="Icons"
      intro="Icons come from lucide-react, drawn in currentColor at 16 px beside text and 20 px in buttons. An icon next to a label is decorative (aria-hidden); an icon alone needs an accessible name on its button."
    >
      <ul className={styles.tokenGrid} aria-label="Icons">
        {Object.entries<LucideIcon>(productIcons).map(([name, Icon]) => (
          <li key={name} className={styles.iconTile}>
            <Icon size={20} aria-hidden />
            <span className={styles.tokenName}>{name}</span>
          </li>
        ))}
      </ul>
    </FoundationPage>
  );
}

export function MotionPage() {
  return (
    <FoundationPage
      title="Motion"
      intro="Motion is short and only confirms a change: colour and background transitions at vars.duration.fast, overlays and the drawer at vars.duration.normal. With 'reduce motion' set, nothing moves. Hover a row to play it."
    >
      <table className={styles.table} aria-label="Durations">
        <tbody>
          {Object.entries(durations).map(([name, duration]) => (
            <tr key={name}>
              <td className={styles.cell}>
                <span className={styles.tokenName}>{name}</span>
              </td>
              <td className={styles.cell}>
                <span className={styles.tokenValue}>{duration}</span>
              </td>
              <td className={styles.cell}>
                <div className={styles.motionDot} style={{ transitionDuration: duration }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </FoundationPage>
  );
}

export function BreakpointsPage() {
  return (
    <FoundationPage
      title="Breakpoints"
      intro="Minimum widths for the layout's conditions (media.*, and the responsive props of Box, Stack, Inline and Grid). Below tablet is a phone: the sidebar becomes a drawer and the stat cards sit two by two."
    >
      <ScaleTable
        label="Breakpoints"
        values={Object.fromEntries(Object.entries(breakpoints).map(([name, width]) => [name, `${String(width)}px`]))}
        render={(value) => <div className={styles.spacingBar} style={{ width: `calc(${value} / 8)` }} />}
      />
    </FoundationPage>
  );
}
