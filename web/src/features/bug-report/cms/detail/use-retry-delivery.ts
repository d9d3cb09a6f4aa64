// "Opnieuw versturen": the mutation makes the next attempt due now; then the report is fetched
// again (the gateway's worker may have delivered it meanwhile) and the outcome kept for the
// section's live region. A failure is announced there rather than in the app's error dialog.
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { QuietContext } from '../../../../api/apollo-client.ts';
import { RetryBugReportDeliveryMutation } from './detail-operations.ts';

export type RetryOutcome = 'retried' | 'failed';

const quiet: QuietContext = { quiet: true };

export function useRetryDelivery(id: string, refetch: () => Promise<unknown>) {
  const [retry, { loading }] = useMutation(RetryBugReportDeliveryMutation, { context: quiet });
  const [outcome, setOutcome] = useState<RetryOutcome | null>(null);

  const retryDelivery = useCallback(async () => {
    setOutcome(null);
    const result = await retry({ variables: { id } }).catch(() => null);
    if (!result?.data) {
      setOutcome('failed');
      return;
    }
    await refetch().catch(() => undefined);
    setOutcome('retried');
  }, [id, refetch, retry]);

  return { retryDelivery, retrying: loading, outcome };
}
