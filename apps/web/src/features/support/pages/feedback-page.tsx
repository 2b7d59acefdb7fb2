import { TicketForm } from './ticket-form-page';

/** /customerService/feedBack (意见反馈). */
export default function FeedbackPage() {
  return <TicketForm kind="feedback" />;
}
