import type { ReactNode } from 'react';
import { SeverityIcon, type Severity } from './plain-icons';
import './plain.css';

interface PlainAlertProps {
  severity: Severity;
  /** 'filled' for the connection banners, 'standard' (tinted) for a form's error. */
  variant?: 'standard' | 'filled';
  role: 'alert' | 'status';
  action?: ReactNode;
  children: ReactNode;
}

/** MUI's Alert as drawn by plain.css: for what the login route shows before any MUI is loaded. */
export function PlainAlert({ severity, variant = 'standard', role, action, children }: PlainAlertProps) {
  const look =
    variant === 'filled' ? `plain-alert-filled plain-alert-${severity}` : `plain-alert-${severity}`;
  return (
    <div role={role} className={`plain-alert ${look}`}>
      <div className="plain-alert-icon">
        <SeverityIcon severity={severity} />
      </div>
      <div className="plain-alert-message">{children}</div>
      {action ? <div className="plain-alert-action">{action}</div> : null}
    </div>
  );
}
