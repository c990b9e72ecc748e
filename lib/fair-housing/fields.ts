/**
 * The buyer-facing texts of each form the fair-housing check covers, named by field, so the browser
 * and the route handler check the very same texts (tests/unit/fair-housing-agreement.test.ts).
 */

type Texts = Record<string, string | null | undefined>;

/** An exclusive listing: its description (public remarks) and additional remarks; private remarks are for agents only. */
export const pocketTexts = (p: { publicRemarks?: string; additionalRemarks?: string }): Texts => ({
  publicRemarks: p.publicRemarks,
  additionalRemarks: p.additionalRemarks,
});

/** A push notification: title, subtitle and, for a text alert, its text. */
export const alertTexts = (a: { title?: string; subtitle?: string; type?: string; text?: string }): Texts => ({
  title: a.title,
  subtitle: a.subtitle,
  text: a.type === 'text' ? a.text : undefined,
});

interface ResourceNode {
  title: string;
  entries: { title: string; text: string }[];
  sections?: ResourceNode[];
}

/** App resources: every section and sub-section title and every link's heading and text, by path in the body. */
export function resourceTexts(sections: readonly ResourceNode[], path = 'sections'): Texts {
  const texts: Texts = {};
  sections.forEach((section, i) => {
    const at = `${path}.${i}`;
    texts[`${at}.title`] = section.title;
    section.entries.forEach((entry, j) => {
      texts[`${at}.entries.${j}.title`] = entry.title;
      texts[`${at}.entries.${j}.text`] = entry.text;
    });
    Object.assign(texts, resourceTexts(section.sections ?? [], `${at}.sections`));
  });
  return texts;
}
