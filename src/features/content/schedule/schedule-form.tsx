'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { scheduleAction, type ScheduleState } from './actions';

export type ScheduleCopy = {
  action: string;
  actions: { publish: string; unpublish?: string };
  at: string;
  hint: string;
  submit: string;
  submitting: string;
};

/**
 * Plans a change for a minute in Riyadh time. Works without JavaScript (the browser's own date and time picker);
 * a refusal says why under the fields and keeps what was chosen.
 */
export function ScheduleForm({ id, locale, min, copy }: { id: string; locale: 'ar' | 'en'; min: string; copy: ScheduleCopy }) {
  const [state, action, pending] = useActionState(scheduleAction, { status: 'idle', values: { action: 'publish', at: '' } } as ScheduleState);
  const key = `${state.status}-${state.values.action}-${state.values.at}`;
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-end gap-3">
        {copy.actions.unpublish ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="schedule-action" className="text-sm font-semibold">
              {copy.action}
            </label>
            <select id="schedule-action" name="action" defaultValue={state.values.action} key={`action-${key}`} className={controlClass()}>
              <option value="publish">{copy.actions.publish}</option>
              <option value="unpublish">{copy.actions.unpublish}</option>
            </select>
          </div>
        ) : (
          <input type="hidden" name="action" value="publish" />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="schedule-at" className="text-sm font-semibold">
            {copy.at}
          </label>
          <input
            id="schedule-at"
            name="at"
            type="datetime-local"
            required
            min={min}
            step={60}
            defaultValue={state.values.at}
            key={`at-${key}`}
            aria-invalid={state.status === 'failed' ? true : undefined}
            aria-describedby={['schedule-hint', state.message && 'schedule-problem'].filter(Boolean).join(' ')}
            className={controlClass()}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </div>
      <p id="schedule-hint" className="text-sm text-muted-foreground">
        {copy.hint}
      </p>
      {state.message && (
        <p id="schedule-problem" role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
    </form>
  );
}
