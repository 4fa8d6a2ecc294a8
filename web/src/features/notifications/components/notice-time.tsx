const format = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

/** When a notice was sent, in UTC like the rest of the portal's times. */
export function NoticeTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{format(iso)} UTC</time>;
}
