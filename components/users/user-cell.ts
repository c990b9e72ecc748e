import { avatarHtml } from '@/components/ui/avatar';
import { contactLinksHtml } from '@/components/ui/contact-links';
import { html, type SafeHtml } from '@/components/ui/safe-html';

export type UserCell = { id: number; name: string; email: string; photo: string | null; phone?: string | null };

/**
 * An end user's cell in a table (the users list, Insights' hot leads): photo, name to their page, e-mail,
 * and on a phone one tap to Call, Text or E-mail them (a laptop opens their page for it).
 */
export function userCellHtml(u: UserCell): SafeHtml {
  const links = contactLinksHtml({ name: u.name, email: u.email, phone: u.phone, userId: u.id });
  return html`<span class="flex items-center gap-3">${avatarHtml({ name: u.name, src: u.photo, size: 'sm' })}<span class="flex min-w-0 flex-col"><a data-link="" href="/users/${u.id}" class="truncate font-medium text-foreground underline-offset-2 hover:underline">${u.name}</a><span class="truncate text-xs font-normal text-muted-foreground">${u.email}</span>${links ? html`<span class="mt-1.5 md:hidden">${links}</span>` : null}</span></span>`;
}
