import { operations } from '../operation-schemas';
import { BoardRoutes } from './routes';
import { Board } from './schemas';

export const BoardOps = operations(BoardRoutes, {
  board: { response: Board },
  boardEvents: {},
  deviceEvents: {},
});
