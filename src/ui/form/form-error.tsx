import { PlainAlert } from '@/ui/plain/plain-alert';

/**
 * The error above a form (role=alert): MUI's standard error Alert as drawn by plain.css, so the login
 * page shows it without loading MUI (ADR 013).
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <PlainAlert severity="error" role="alert">
      {message}
    </PlainAlert>
  );
}
