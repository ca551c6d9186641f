import type admin from '../../locales/ko/admin.json';
import type adminBoard from '../../locales/ko/adminBoard.json';
import type adminCatalogue from '../../locales/ko/adminCatalogue.json';
import type adminHome from '../../locales/ko/adminHome.json';
import type adminInquiry from '../../locales/ko/adminInquiry.json';
import type adminMedia from '../../locales/ko/adminMedia.json';
import type adminPage from '../../locales/ko/adminPage.json';
import type adminPopup from '../../locales/ko/adminPopup.json';
import type adminStaff from '../../locales/ko/adminStaff.json';
import type auth from '../../locales/ko/auth.json';
import type board from '../../locales/ko/board.json';
import type category from '../../locales/ko/category.json';
import type common from '../../locales/ko/common.json';
import type errors from '../../locales/ko/errors.json';
import type home from '../../locales/ko/home.json';
import type inquiry from '../../locales/ko/inquiry.json';
import type layout from '../../locales/ko/layout.json';
import type pages from '../../locales/ko/pages.json';
import type place from '../../locales/ko/place.json';
import type popup from '../../locales/ko/popup.json';
import type product from '../../locales/ko/product.json';
import type richText from '../../locales/ko/richText.json';
import type search from '../../locales/ko/search.json';

/** Keys are checked against the Korean catalogues; a test keeps English in step. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      adminMedia: typeof adminMedia;
      adminInquiry: typeof adminInquiry;
      adminHome: typeof adminHome;
      adminBoard: typeof adminBoard;
      adminCatalogue: typeof adminCatalogue;
      adminPage: typeof adminPage;
      adminPopup: typeof adminPopup;
      adminStaff: typeof adminStaff;
      auth: typeof auth;
      board: typeof board;
      category: typeof category;
      common: typeof common;
      errors: typeof errors;
      home: typeof home;
      inquiry: typeof inquiry;
      layout: typeof layout;
      pages: typeof pages;
      place: typeof place;
      popup: typeof popup;
      product: typeof product;
      richText: typeof richText;
      search: typeof search;
    };
  }
}
