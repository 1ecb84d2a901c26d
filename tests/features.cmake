# The feature labels of the tests: each test is labelled with the features it checks, named after
# the feature folders of app/ and qml/, so that `ctest -L club` runs the club from the engine's
# standings to the journeys. `rules` is the rules engine every feature stands on (tiles, waits,
# scoring, settlement) and `records` the game records (reading, writing, replaying, verifying).
# A test in no list has no feature: tests/tools/featuremap.py fails on it.
set(HAIFU_FEATURES rules records viewer insight review editor library stats quiz lessons club
    settings shell)

set(HAIFU_FEATURE_rules tst_cli tst_cli_score tst_commandline tst_efficiency tst_furiten
    tst_points tst_ruleset tst_score tst_score_seeds tst_settlement tst_shanten tst_tile
    tst_waits)
set(HAIFU_FEATURE_records tst_corpus_verify tst_errortext tst_formats tst_hostile
    tst_movesearch tst_plainxmlcursor tst_playline tst_position_corpus tst_replay
    tst_links_cli tst_tenhoulink tst_tenhouwall tst_tenhouxmlwriter tst_verify tst_playstats)
set(HAIFU_FEATURE_viewer tst_annotations tst_gameline tst_gamesession tst_journey_study
    tst_journey_variation tst_journey_variation_win tst_notescontroller tst_resultbuilder
    tst_seatlayout tst_variationtree tst_variationnotes tst_variations tst_viewer
    tst_viewer_screenshots tst_whatifmodel tst_gamereviews)
set(HAIFU_FEATURE_insight tst_analyze_cli tst_danger tst_danger_corpus tst_decisioninsight
    tst_advice tst_discardwhy tst_engine_cli tst_enginereview tst_ev tst_pushfold tst_journey_insight tst_mjaibot
    tst_mjaisession tst_reviewreport tst_review_cli)
set(HAIFU_FEATURE_review tst_reviewreport tst_review_cli tst_reviews tst_gamereviews
    tst_reviewcontroller tst_journey_review)
set(HAIFU_FEATURE_editor tst_edit_cli tst_journey_editor tst_recordedit tst_recordeditor)
set(HAIFU_FEATURE_library tst_fetch_cli tst_importer tst_journey_fetch tst_journey_import
    tst_journey_library_server tst_journey_nothing_lost tst_library tst_library_processes
    tst_librarycontroller tst_librarypage tst_nothing_lost tst_samplelibrary tst_serverfault
    tst_serverlibrary tst_serverroles tst_tenhoufetcher tst_reviews)
set(HAIFU_FEATURE_stats tst_playerstats tst_stats_cli tst_journey_stats tst_statscontroller)
set(HAIFU_FEATURE_quiz tst_drills tst_journey_quiz tst_quiz tst_quiz_cli tst_quiz_screenshots
    tst_quizplanner tst_quizprogress tst_quizsession)
set(HAIFU_FEATURE_lessons tst_journey_teach tst_lesson_cli tst_lessonobjects tst_lessons
    tst_position tst_positioncomposer tst_problem)
set(HAIFU_FEATURE_club tst_club tst_club_cli tst_tableservice tst_club_screenshots tst_clubcontroller
    tst_clubentry tst_clubexports tst_clubhanddraft tst_clubledger tst_clubpage tst_clubpicker
    tst_clubstorage tst_journey_club tst_journey_shared tst_roundtimer tst_scoresheet
    tst_seating tst_serverfault tst_serverload tst_sheetparts tst_tournament
    tst_tournament_cli tst_tournamentcontroller tst_worksheet)
set(HAIFU_FEATURE_settings tst_appsettings tst_journey_settings tst_libraryconnection
    tst_settingspage)
set(HAIFU_FEATURE_shell tst_handbook tst_journey_handbook tst_journey_hostile tst_listroles
    tst_localonlynetwork tst_navrail tst_pagemodel tst_screenshots tst_startview)

# haifu_feature_labels(OUT NAME): the features of the test NAME (tst_…), as a list.
function(haifu_feature_labels out name)
    set(labels)
    foreach(feature ${HAIFU_FEATURES})
        if(name IN_LIST HAIFU_FEATURE_${feature})
            list(APPEND labels ${feature})
        endif()
    endforeach()
    set(${out} ${labels} PARENT_SCOPE)
endfunction()
