import type { Messages } from '../../types.ts';

export default {
  heading: 'Encuentre el centro de autismo adecuado en Minnesota',
  findACenter: 'Encontrar un centro',
  browseAll: 'Ver todos los centros',
  valuesHeading: 'Por qué las familias usan el directorio',
  values: {
    coverage: {
      title: 'En todo el estado',
      text: 'Centros en todas las comunidades más grandes de Minnesota, desde Minneapolis y Saint Paul hasta Duluth, Rochester y Moorhead.',
    },
    quality: {
      title: 'Atención de calidad',
      text: 'Vea los servicios de cada centro, las edades que atiende, los seguros que acepta y si tiene lugar para nuevos clientes.',
    },
    directory: {
      title: 'Un directorio completo',
      text: 'Busque y filtre todos los centros en un solo lugar; luego llame o visite los que mejor se adapten a su familia.',
    },
  },
  featured: {
    heading: 'Centros destacados',
    loading: 'Cargando los centros destacados',
    none: 'No hay centros destacados en este momento.',
    error: 'No se pudieron cargar los centros destacados',
    unknownError: 'Ocurrió un error desconocido',
    tryAgain: 'Intentar de nuevo',
  },
} satisfies Messages<'home'>;
