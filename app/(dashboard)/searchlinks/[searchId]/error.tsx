'use client';

export { EditorError as default } from '@/components/searches/editor-error';
