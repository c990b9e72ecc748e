'use client';

export { ErrorState as default } from '@/components/ui/states';
