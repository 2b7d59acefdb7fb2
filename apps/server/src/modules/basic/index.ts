export { basicRoutes, pictureFileRoutes, PICTURES_PATH } from './basic.routes';
export { basicOperatorRoutes } from './basic.operator-routes';
export { createBasicRepository } from './basic.repository';
export { createBasicService, type BasicService } from './basic.service';
export { createPicturesService, decodePicture, type DecodedPicture, type PicturesService } from './pictures.service';
