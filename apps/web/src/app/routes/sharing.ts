export { sharingScreens as routes } from '../../features/sharing/screens';
