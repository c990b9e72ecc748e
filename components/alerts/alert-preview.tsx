/* eslint-disable @next/next/no-img-element -- the app icon is a small absolute URL from the upstream */
import { ALERT_TYPE_LABELS, type AlertType } from '@/lib/alerts/rules';

export interface AlertPreviewProps {
  appName: string;
  appIcon: string;
  title: string;
  subtitle: string;
  type: AlertType | '';
  /** The text, URL or listing address, as far as it is chosen. */
  value: string;
}

/** Beyond the spec: how the notification will look on a phone's lock screen, while it is typed. */
export function AlertPreview({ appName, appIcon, title, subtitle, type, value }: AlertPreviewProps) {
  return (
    <figure aria-label="Notification preview" className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-foreground">Preview</figcaption>
      <div className="rounded-[1.75rem] border-4 border-foreground/80 bg-gradient-to-b from-slate-700 to-slate-900 p-3 pt-8 pb-10">
        <div className="rounded-2xl bg-white/90 p-3 text-slate-900 shadow-md">
          <div className="flex items-center gap-2 text-xs text-slate-600">
            <img src={appIcon} alt="" width={20} height={20} className="size-5 rounded-md" />
            <span className="font-medium uppercase tracking-wide">{appName}</span>
            <span className="ms-auto">now</span>
          </div>
          <p className="mt-1.5 text-sm font-semibold break-words">{title.trim() || 'Your title'}</p>
          <p className="text-sm break-words">{subtitle.trim() || 'Your subtitle'}</p>
          {type ? (
            <p className="mt-1 truncate text-xs text-slate-600">
              {ALERT_TYPE_LABELS[type]}
              {value.trim() ? `: ${value.trim()}` : ''}
            </p>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
