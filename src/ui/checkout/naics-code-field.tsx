import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { naicsTitle, searchNaics } from '@/domain/checkout/naics';
import { SearchField, type Suggestion } from '@/ui/kit/search-field';
import type { StepForm } from '@/ui/kit/step-form';

type Industries = readonly (readonly [string, string])[];

/** What the industry code field says under it. */
export const NAICS_HINT = 'Type your six-digit code, or words of your business (e.g. dentists), and pick it from the list';

/** About a thousand industries: loaded once, by the employer step only (never with the first page). */
let loading: Promise<Industries> | undefined;
function loadIndustries(): Promise<Industries> {
  loading ??= import('@/domain/checkout/naics-industries').then((m) => m.NAICS_INDUSTRIES);
  return loading;
}

/**
 * The employer's industry code (Form 5500-EZ line 2d): typed, or picked from the NAICS industries found by code or by
 * words of their title; picking one also fills the industry description (employer_naics_code_description).
 */
export const NaicsCodeField = observer(function NaicsCodeField({ form }: { form: StepForm }): ReactElement {
  const [industries, setIndustries] = useState<Industries>([]);
  useEffect(() => {
    let live = true;
    // Without the list the field is a plain text field: a failed load only loses the suggestions.
    loadIndustries().then(
      (list) => live && setIndustries(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const suggest = (typed: string): { suggestions: Suggestion[]; total: number } => {
    const { matches, total } = searchNaics(industries, typed, 50);
    return { suggestions: matches.map((m) => ({ value: m.code, label: `${m.code} · ${m.title}` })), total };
  };
  return (
    <SearchField
      form={form}
      name="employer_naics_code"
      required
      hint={NAICS_HINT}
      noMatch={
        industries.length === 0 ? 'Loading the list of industries…' : 'No industry in the list matches; what you typed is kept.'
      }
      suggest={suggest}
      onPick={(picked) => {
        const title = naicsTitle(industries, picked.value);
        if (title !== undefined) form.set('employer_naics_code_description', title);
      }}
    />
  );
});
