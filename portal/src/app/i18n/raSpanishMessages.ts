/**
 * react-admin's own strings a claimant may meet (toasts, loading and error pages, the session's end) in
 * Spanish. No Spanish package fits react-admin 5 (@blackbox-vision/ra-language-spanish stops at ra-core 4),
 * so these few are ours; any other key falls back to react-admin's English (i18nProvider.ts).
 */
export const RA_SPANISH_MESSAGES = {
  ra: {
    action: {
      back: 'Volver',
      cancel: 'Cancelar',
      close: 'Cerrar',
      confirm: 'Confirmar',
      delete: 'Eliminar',
      edit: 'Editar',
      open: 'Abrir',
      refresh: 'Actualizar',
      save: 'Guardar',
      search: 'Buscar',
      undo: 'Deshacer',
      update_application: 'Recargar la aplicación',
    },
    auth: {
      auth_check_error: 'Inicie sesión para continuar',
      logout: 'Cerrar sesión',
      sign_in: 'Iniciar sesión',
      sign_in_error: 'No se pudo iniciar sesión; inténtelo de nuevo',
    },
    message: {
      error: 'Ocurrió un error en el navegador y no se pudo completar su solicitud.',
      loading: 'Espere, por favor',
      not_found: 'La dirección es incorrecta o siguió un enlace equivocado.',
    },
    notification: {
      canceled: 'Acción cancelada',
      data_provider_error: 'Error del servidor. Revise la consola para más detalles.',
      http_error: 'Error de comunicación con el servidor',
      i18n_error: 'No se pudieron cargar las traducciones del idioma elegido',
      item_doesnt_exist: 'El elemento no existe',
      logged_out: 'Su sesión terminó; vuelva a iniciar sesión.',
      not_authorized: 'No tiene permiso para ver este recurso.',
      updated: 'Elemento actualizado',
    },
    page: {
      error: 'Algo salió mal',
      loading: 'Cargando',
      not_found: 'No encontrado',
    },
  },
};
