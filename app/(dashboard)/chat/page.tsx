import type { Metadata } from 'next';
import { BotMessageCard } from '@/components/chat/bot-message-card';
import { ChatsTable } from '@/components/chat/chats-table';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/states';
import { allowed } from '@/lib/access';
import { CHAT_LIST } from '@/lib/chat/rules';
import { listChats, readBotMessage } from '@/server/chat';
import { getHelp } from '@/server/help';
import { openPage, type SearchParams } from '@/server/page';

export const metadata: Metadata = { title: 'Chat' };

export default async function ChatPage(props: { searchParams: Promise<SearchParams> }) {
  const { session, viewer, searchParams, load } = await openPage('/chat', props);
  const query = CHAT_LIST.parse(searchParams);
  const editBot = allowed(viewer, 'chat.botMessage');
  // The bot message card stands alone: its failed read shows in the card, not over the whole page.
  const bot = editBot ? readBotMessage(session) : Promise.resolve(null);
  const [chats, botMessage, help] = await load(
    Promise.all([listChats(session, { limit: query.limit, offset: query.offset }), bot, getHelp(session, 'chat')]),
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Chat" description="Read the conversations between your agents and users in the app." help={help} />
      {editBot ? (
        botMessage === null ? (
          <Card title="New user bot message">
            <ErrorState compact />
          </Card>
        ) : (
          <BotMessageCard initial={botMessage} />
        )
      ) : null}
      <Card flush>
        <ChatsTable rows={chats.rows} total={chats.total} offset={query.offset} limit={query.limit} searchParams={searchParams} />
      </Card>
    </div>
  );
}
