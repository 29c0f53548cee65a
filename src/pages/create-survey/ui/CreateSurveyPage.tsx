import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, Lock } from 'lucide-react';
import { useRef, useState } from 'react';

import { canCreateSurvey, hasGlobalScope, useSession } from '@/entities/session';
import { createSurvey, linksOfCreateResponse, type SurveyLink } from '@/entities/survey';
import { errorMessage } from '@/shared/api';
import { appRoutes } from '@/shared/config';
import { browserTimeZone } from '@/shared/lib/date';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorPanel } from '@/shared/ui/error-panel';
import { Link } from '@/shared/ui/link';
import { PageHeader } from '@/shared/ui/page-header';
import { Text } from '@/shared/ui/text';
import { toast } from '@/shared/ui/toast';

import { toCreatePayload, type SurveyFormValues } from '../model/formSchema';
import { createSurveyIdKeeper } from '../model/surveyId';
import { useAudienceSources } from '../model/useAudienceSources';
import { isTourCompleted, markTourCompleted } from '../model/tour';
import { CreateSurveyForm } from './CreateSurveyForm';
import { SurveyTour } from './SurveyTour';
import { ReviewSurveyDialog } from './ReviewSurveyDialog';
import { SurveyLinksDialog } from './SurveyLinksDialog';
import { TranslationOverlay } from './TranslationOverlay';

interface Created {
  id: string;
  title: string;
  links: SurveyLink[];
}

const NO_USER = { region: undefined, local: undefined };

/** Create Survey (spec sections 2 and 4): form, review, create, translation overlay, then the links. */
export function CreateSurveyPage() {
  const session = useSession();
  // The server refuses a create without the right (spec section 6); the form is not offered to fill in vainly.
  if (session.status === 'authenticated' && !canCreateSurvey(session.user.groups)) return <CannotCreateSurveys />;
  return (
    <CreateSurveyFlow
      user={session.status === 'authenticated' ? session.user : NO_USER}
      showProviderHint={session.status === 'authenticated' && hasGlobalScope(session.user)}
    />
  );
}

/** What a signed-in user without the create right sees at /create-survey, by its address or an old bookmark. */
function CannotCreateSurveys() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Create Survey`} subtitle={t`Design and deploy customer-satisfaction surveys across regions and channels`} />
      <EmptyState
        headingLevel={2}
        icon={<Lock size={24} />}
        title={t`You cannot create surveys`}
        description={t`Your account can read surveys, responses and reports. Creating surveys needs the Global group or a Region- or Local- group; ask your administrator if you need it.`}
        action={
          <Link href={appRoutes.surveys}>
            <Trans>Go to Surveys</Trans>
          </Link>
        }
      />
    </>
  );
}

function CreateSurveyFlow({ user, showProviderHint }: { user: Parameters<typeof useAudienceSources>[0]; showProviderHint: boolean }) {
  const { t } = useLingui();
  const sources = useAudienceSources(user);
  const [review, setReview] = useState<{ values: SurveyFormValues; languages: string[] }>();
  const [isCreating, setCreating] = useState(false);
  const [translating, setTranslating] = useState<Created>();
  const [linksOf, setLinksOf] = useState<Created>();
  const [formKey, setFormKey] = useState(0);
  const ids = useRef(createSurveyIdKeeper());
  // Offered once, on the first visit; the header button starts it again.
  const [tourStep, setTourStep] = useState<number | undefined>(() => (isTourCompleted() ? undefined : 0));

  const confirm = () => {
    if (!review) return;
    const { id: _unused, ...body } = toCreatePayload(review.values, '', review.languages, browserTimeZone());
    const payload = { ...body, id: ids.current.idFor(body) };
    setCreating(true);
    createSurvey(payload).then(
      (response) => {
        ids.current.forget();
        setCreating(false);
        setReview(undefined);
        // Spec section 4: the form, its countries and languages start over after a successful create.
        setFormKey((key) => key + 1);
        setTranslating({ id: response.id, title: payload.title, links: linksOfCreateResponse(response) });
      },
      (error: unknown) => {
        setCreating(false);
        toast.error(t`Error`, errorMessage(error, t`An unexpected error occurred while creating the survey.`));
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t`Create Survey`}
        subtitle={t`Design and deploy customer-satisfaction surveys across regions and channels`}
        actions={
          <Button
            variant="ghost"
            icon={<Compass size={16} aria-hidden />}
            onPress={() => {
              setTourStep(0);
            }}
          >
            <Trans>Take the tour</Trans>
          </Button>
        }
      />
      {sources.status === 'loading' && (
        <Text tone="muted">
          <Trans>Loading regions and countries...</Trans>
        </Text>
      )}
      {sources.status === 'error' && <ErrorPanel title={t`Could not load regions`} message={sources.message} />}
      {sources.status === 'ready' && (
        <CreateSurveyForm
          key={formKey}
          regions={sources.regions}
          countryLanguages={sources.countryLanguages}
          allowedCountries={sources.allowedCountries}
          isRegionLocked={sources.isRegionLocked}
          initialAudience={sources.initialAudience}
          today={todayIn(getLocalTimeZone())}
          onReview={(values, languages) => {
            setReview({ values, languages });
          }}
        />
      )}
      {sources.status === 'ready' && (
        <SurveyTour
          step={tourStep}
          onStepChange={setTourStep}
          onEnd={() => {
            markTourCompleted();
            setTourStep(undefined);
          }}
        />
      )}
      <ReviewSurveyDialog
        values={review?.values}
        isCreating={isCreating}
        onBack={() => {
          if (!isCreating) setReview(undefined);
        }}
        onConfirm={confirm}
      />
      {translating && (
        <TranslationOverlay
          surveyId={translating.id}
          title={translating.title}
          showProviderHint={showProviderHint}
          onComplete={() => {
            toast.success(t`Success!`, t`Your survey is ready to share.`);
            setLinksOf(translating);
            setTranslating(undefined);
          }}
        />
      )}
      {linksOf && (
        <SurveyLinksDialog
          key={linksOf.id}
          surveyId={linksOf.id}
          links={linksOf.links}
          showProviderHint={showProviderHint}
          isOpen
          onClose={() => {
            setLinksOf(undefined);
          }}
        />
      )}
    </>
  );
}
