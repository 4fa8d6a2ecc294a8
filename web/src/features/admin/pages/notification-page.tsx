import { ComposeNoticeForm } from '../components/notification/compose-notice-form';
import { SentNoticesTable } from '../components/notification/sent-notices-table';
import '../../../components/data-table/data-table.css';
import '../components/notification/notification.css';
import { PageMeta } from '../../../components/page-meta';

/** /admin/notification: notices to all users or to a service's subscribers, and the sent log. */
export function NotificationPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Notification · Admin · Marque"
        description="Send notices to every user or to the subscribers of a service."
        noIndex
      />
      <header className="page-header">
        <h1>Notification</h1>
        <p>
          Send a notice to every user or to the subscribers of one service. Subscribers are also
          told automatically when a service gets a new version or an API is marked to be expired or
          expired.
        </p>
      </header>
      <ComposeNoticeForm />
      <section className="notice-sent" aria-labelledby="sent-title">
        <h2 id="sent-title">Sent notices</h2>
        <SentNoticesTable />
      </section>
    </div>
  );
}
