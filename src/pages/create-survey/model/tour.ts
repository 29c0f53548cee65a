import { msg } from '@lingui/core/macro';

/** The tour's steps after the welcome (spec section 2: welcome plus 8 numbered), each anchored to a part of the form. */
export const TOUR_STEPS = [
  { anchor: 'title', title: msg`Survey Title`, text: msg`Give the survey a title customers will recognise: at least 5 characters.` },
  { anchor: 'dates', title: msg`Schedule`, text: msg`Choose when the survey opens and closes. Dates and times are in your local timezone.` },
  { anchor: 'regions', title: msg`Target Regions`, text: msg`Choose the regions to survey; each region brings all of its countries.` },
  {
    anchor: 'countries',
    title: msg`Target Countries`,
    text: msg`Refine the countries by ticking or unticking them. The survey languages follow from the countries you keep.`,
  },
  { anchor: 'questions', title: msg`Survey Questions`, text: msg`Write up to three questions. The assistant asks them in order, in each customer’s language.` },
  {
    anchor: 'perspective',
    title: msg`The Customer’s Perspective`,
    text: msg`Ask as you would ask a customer in the store: short, friendly and about one thing at a time. Pick a type for each: text for their own words, multiple choice for one of your options, a rating (1 to 5) for satisfaction, NPS (0 to 10) for recommending.`,
  },
  { anchor: 'add-question', title: msg`Add Question`, text: msg`Add a second or third question here; remove one with its bin button.` },
  { anchor: 'create', title: msg`Create Survey`, text: msg`Review everything, then create: the translations and one link per country, language and channel follow.` },
] as const;

export type TourStep = (typeof TOUR_STEPS)[number];

/** Local storage: set once the tour is finished or skipped, so it is offered only once (the key is ours, spec section 9). */
export const TOUR_COMPLETED_KEY = 'create-survey-tour-completed';

export function isTourCompleted(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(TOUR_COMPLETED_KEY) === 'true';
}

export function markTourCompleted(storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(TOUR_COMPLETED_KEY, 'true');
}
