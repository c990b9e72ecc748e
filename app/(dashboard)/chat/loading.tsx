import { ListLoading } from '@/components/ui/list-loading';

export default function ChatLoading() {
  return <ListLoading title="Chat" rows={8} label="Loading chats" />;
}
