import { useNavigate } from 'react-router';
import { PageState, type PageStateProps } from '../../../components/page-state';
import * as screen from '../../../lib/screen-paths.gen';

/** A monthly-plan screen with nothing to show: says so, and offers 办理月卡 (the parks selling plans nearby). */
export function NoPlanState({ title, illustration }: { title: string; illustration: PageStateProps['illustration'] }) {
  const navigate = useNavigate();
  return (
    <PageState
      title={title}
      illustration={illustration}
      action={{ text: '办理月卡', onClick: () => void navigate(screen.nearbyBagParks) }}
    />
  );
}
