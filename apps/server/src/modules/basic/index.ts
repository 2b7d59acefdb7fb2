export { basicRoutes, pictureFileRoutes, PICTURES_PATH } from './basic.routes';
export { basicOperatorRoutes } from './basic.operator-routes';
export { createBasicRepository } from './basic.repository';
export { createBasicService, type BasicService } from './basic.service';
export {
  createPicturesService,
  decodePicture,
  PICTURE_UPLOAD_LIMITS,
  type DecodedPicture,
  type PicturesService,
} from './pictures.service';
export { createPictureReferences, type PictureReferenceFinder, type PictureReferences } from './picture-references';
export { createPictureUploadsRepository } from './picture-uploads.repository';
export { createH5Service, type H5Service } from './h5.service';
export { h5OperatorRoutes, h5Routes } from './h5.routes';
