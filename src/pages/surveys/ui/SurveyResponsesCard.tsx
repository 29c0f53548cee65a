import { Trans, useLingui } from '@lingui/react/macro';

import { FunnelStages } from '@/widgets/response-funnel';
import { FUNNEL_STAGE_LABELS, FUNNEL_STAGES, type FunnelCounts, type SurveyFunnel } from '@/shared/api';
import { channelLabel } from '@/shared/lib/channel';
import { countryName } from '@/shared/lib/language';
import { Card } from '@/shared/ui/card';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/shared/ui/table';
import { Text } from '@/shared/ui/text';

import { useSurveyFunnel } from '../model/useSurveyFunnel';
import * as styles from './SurveyResponsesCard.css';

function Breakdown({ label, firstColumn, rows }: { label: string; firstColumn: string; rows: readonly (FunnelCounts & { id: string; name: string })[] }) {
  const { i18n } = useLingui();
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column id="name" isRowHeader>
          {firstColumn}
        </Column>
        {FUNNEL_STAGES.map((stage) => (
          <Column key={stage} id={stage} align="end">
            {FUNNEL_STAGE_LABELS[stage]}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.name}</Cell>
            {FUNNEL_STAGES.map((stage) => (
              <Cell key={stage} align="end">
                {i18n.number(row[stage])}
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function Funnel({ funnel }: { funnel: SurveyFunnel }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <FunnelStages counts={funnel} />
      <Text size="sm" tone="muted">
        <Trans>
          A visit is a participation page opened while the survey is open. A response starts with the first answer and is
          complete when every question is answered.
        </Trans>
      </Text>
      <div className={styles.breakdowns}>
        <Breakdown
          label={t`Responses by country`}
          firstColumn={t`Country`}
          rows={funnel.by_country.map((country) => ({ ...country, id: country.country_code, name: countryName(country.country_name) }))}
        />
        <Breakdown
          label={t`Responses by channel`}
          firstColumn={t`Channel`}
          rows={funnel.by_channel.map((channel) => ({ ...channel, id: channel.channel, name: channelLabel(channel.channel) }))}
        />
      </div>
    </Stack>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      <Trans>Error loading responses: {message}</Trans>
    </p>
  );
}

/** Survey Details' 'Responses': visits, started and complete responses in the reader's scope, per country and channel. */
export function SurveyResponsesCard({ surveyId }: { surveyId: string }) {
  const { t } = useLingui();
  const state = useSurveyFunnel(surveyId);
  return (
    <Card title={t`Responses`} padding="md">
      {state.status === 'loading' && (
        <Inline gap="sm" alignItems="center" role="status">
          <Spinner size="sm" />
          <Text as="span">
            <Trans>Loading responses...</Trans>
          </Text>
        </Inline>
      )}
      {state.status === 'error' && <LoadError message={state.message} />}
      {state.status === 'ready' && <Funnel funnel={state.value} />}
    </Card>
  );
}
