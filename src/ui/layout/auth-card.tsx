import type { ReactNode } from 'react';
import { Logo } from './logo';
import '@/ui/plain/plain.css';

/**
 * Centered card of the screens outside the main layout (login, password reset, route errors): full
 * width on a phone, 420 px on a desktop, with the wordmark above the title. Plain elements styled by
 * plain.css: the login page and the route error render it before any MUI is loaded (ADR 013).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="plain-auth">
      <div className="plain-auth-card">
        <div className="plain-auth-logo">
          <Logo />
        </div>
        <h1 className="plain-auth-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
