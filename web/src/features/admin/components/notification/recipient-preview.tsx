import { useRecipientCount } from '../../api/notification-queries';

interface RecipientPreviewProps {
  audience: { audience: 'all' | 'service'; category?: string; service?: string };
}

/** How many users the notice will reach, once the audience is chosen. */
export function RecipientPreview({ audience }: RecipientPreviewProps) {
  const count = useRecipientCount(audience);
  const incomplete = audience.audience === 'service' && !(audience.category && audience.service);
  let text: string;
  if (incomplete) text = 'Choose a service to see how many subscribers it has.';
  else if (count.isPending) text = 'Counting recipients…';
  else if (count.isError) text = 'Could not count the recipients.';
  else {
    const n = count.data.recipients;
    text = `This notice will reach ${n} ${n === 1 ? 'user' : 'users'}.`;
  }
  return (
    <p className="notice-form__preview" aria-live="polite">
      {text}
    </p>
  );
}
