'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FairHousingNotes } from '@/components/fair-housing/fair-housing-notes';
import { TextareaField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { BotMessageResponse } from '@/lib/chat/answers';
import { checkBotMessage } from '@/lib/chat/check';
import { BOT_MESSAGE_MAX, CHAT_MSG } from '@/lib/chat/rules';
import { FAIR_HOUSING_MSG } from '@/lib/fair-housing/check';
import { postJson } from '@/lib/http/json';

/**
 * The new-user bot message card (admins; the page shows it only when the access table allows 'chat.botMessage',
 * so never in read-only mode or on the hiding template). 'Bot message was saved' / 'Error saving bot message';
 * the text typed stays after a failure.
 */
export function BotMessageCard({ initial }: { initial: string }) {
  const formId = useId();
  const notesId = useId();
  const [message, setMessage] = useState(initial);
  const { formRef, ...save } = useMutation({
    check: checkBotMessage,
    send: (data) => postJson<BotMessageResponse>('/api/chat/bot-message', data),
    success: CHAT_MSG.botSaved,
    failureToast: FAIR_HOUSING_MSG.failureText(CHAT_MSG.botFailed),
  });

  return (
    <Card title="New user bot message">
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save.submit({ message });
        }}
        className="flex flex-col gap-3"
      >
        <TextareaField
          label="Bot message"
          name="message"
          hint={`Sent in chat to every new user when they join (at most ${BOT_MESSAGE_MAX} characters).`}
          value={message}
          rows={6}
          grow
          maxLength={BOT_MESSAGE_MAX}
          error={save.errors.message}
          aria-describedby={notesId}
          onChange={(e) => setMessage(e.target.value)}
        />
        <FairHousingNotes id={notesId} text={message} onReword={setMessage} />
        <div>
          <Button type="submit" pending={save.pending}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}
