# Desktop integration and the Debian package (cpack -G DEB from the build directory).
set(HAIFU_APP_ID io.github.haifu.Haifu)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${HAIFU_APP_ID}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${HAIFU_APP_ID}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_SOURCE_DIR}/resources/icons/haifu.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${HAIFU_APP_ID}.svg)

set(CPACK_PACKAGE_NAME haifu)
set(CPACK_PACKAGE_VENDOR "The Haifu developers")
set(CPACK_PACKAGE_CONTACT "The Haifu developers <haifu@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "Haifu imports and replays riichi mahjong game records with the engine's analysis, \
teaches scoring and furiten with explained quizzes, and keeps the scores of club games.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Symbols stripped: the package carries the programs, not their symbol tables.
set(CPACK_STRIP_FILES ON)
# QML modules and plugins that shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qml6-module-qtquick, qml6-module-qtqml, \
qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick-controls, \
qml6-module-qtquick-templates, qml6-module-qtquick-layouts, qml6-module-qtquick-window, \
qml6-module-qtquick-dialogs, qml6-module-qt-labs-folderlistmodel, libqt6sql6-sqlite, libqt6svg6, fonts-noto-cjk")
# Qt's own texts in Japanese (standard dialog buttons); printing through CUPS; the driver for a
# club's shared library on a PostgreSQL server.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, cups-client, libqt6sql6-psql")
include(CPack)
