import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

type Item = { kind: string; from: string | null; to: string; subject: string; text: string; html: string | null; received_at: number };

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

const outbox = async (query: string) => ((await t.fetch(`/__demo/outbox?${query}`)).body as { items: Item[] }).items;

describe("the demo's mail catcher", () => {
  it('names its port in the health answer', async () => {
    const health = (await t.fetch('/__demo/health')).body as { smtp_port: number };
    expect(health.smtp_port).toBe(t.smtpPort);
    expect(health.smtp_port).toBeGreaterThan(0);
  });

  it('keeps every mail it receives in the outbox, one item per recipient, with both parts', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: t.smtpPort ?? 0,
      secure: false,
      auth: { user: 'any', pass: 'thing' },
    });
    await transport.sendMail({
      from: 'Acme Realty <alerts@localhost>',
      to: 'agent@acme.test',
      bcc: 'manager@acme.test',
      subject: 'New lead: Jordan Buyer',
      text: 'Open the user page: http://127.0.0.1:3000/users/77',
      html: '<p>Open the <a href="http://127.0.0.1:3000/users/77">user page</a></p>',
    });
    transport.close();
    const [mail] = await outbox('kind=mail&to=AGENT@acme.test');
    expect(mail).toMatchObject({
      kind: 'mail',
      from: '"Acme Realty" <alerts@localhost>',
      to: 'agent@acme.test',
      subject: 'New lead: Jordan Buyer',
    });
    expect(mail?.text).toContain('http://127.0.0.1:3000/users/77');
    expect(mail?.html).toContain('<a href="http://127.0.0.1:3000/users/77">user page</a>');
    expect(mail?.received_at).toBeGreaterThan(0);
    expect(await outbox('kind=mail&to=manager@acme.test')).toHaveLength(1);
    // What the upstream itself would send stays apart.
    expect(await outbox('kind=email&to=agent@acme.test')).toEqual([]);
  });

  it('is emptied with the rest of the outbox and by a reset', async () => {
    expect((await t.fetch('/__demo/outbox', { method: 'DELETE' })).status).toBe(200);
    expect(await outbox('kind=mail')).toEqual([]);
  });
});
