// The member area's own address opens the overview.
import { Navigate } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';

export default function MemberAreaIndex() {
  return <Navigate to={memberPagePath('overview', useLanguage())} replace />;
}
