import { AreaNotFound } from '@/features/errors/area-not-found';

export default function NotFound() {
  return <AreaNotFound area="electronics" />;
}
