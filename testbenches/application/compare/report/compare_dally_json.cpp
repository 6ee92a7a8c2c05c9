// JSON form of Dally's study; fields in compare_dally_report.h.
#include "testbenches/application/compare/report/compare_dally_report.h"
#include "testbenches/utilities/json_writer.h"

namespace kncube::report {

namespace {

template <class Values>
void write_numbers(JsonWriter& json, const Values& values) {
  json.begin_array();
  for (double value : values) json.value(value);
  json.end_array();
}

void write_table_row(JsonWriter& json, const compare::TableOneComparison& row) {
  json.begin_object();
  json.key("size");
  json.value(row.paper.size);
  json.key("k");
  json.value(row.paper.k);
  json.key("n");
  json.value(row.paper.n);
  json.key("zero_load_latency");
  json.value(row.zero_load_latency);
  json.key("latency");
  write_numbers(json, row.latency);
  json.key("paper_latency");
  write_numbers(json, row.paper.latency);
  json.key("max_throughput");
  json.value(row.throughput.bits_per_cycle);
  json.key("paper_max_throughput");
  json.value(row.paper.max_throughput);
  json.key("limit");
  json.value(compare::limit_name(row.throughput.limit));
  json.key("singularity_throughput");
  json.value(row.throughput.singularity_bits_per_cycle);  // null for k = 2: never reached
  json.end_object();
}

void write_dimension_study(JsonWriter& json, const compare::DimensionComparison& comparison) {
  json.begin_object();
  json.key("nodes");
  json.value(comparison.paper.nodes);
  json.key("label");
  json.value(comparison.paper.label);
  json.key("models");
  json.begin_array();
  for (std::size_t m = 0; m < comparison.sweeps.size(); ++m) {
    const auto& sweep = comparison.sweeps[m];
    json.begin_object();
    json.key("delay_model");
    json.value(compare::delay_model_name(compare::dimension_study_delay_models[m]));
    json.key("best_dimension");
    json.value(sweep.best_dimension);
    json.key("paper_best_dimension");
    json.value(comparison.paper.best_dimension[m]);
    json.key("best_latency");
    json.value(sweep.best_latency);
    json.key("points");
    json.begin_array();
    for (const auto& point : sweep.points) {
      json.begin_object();
      json.key("n");
      json.value(point.n);
      json.key("k");
      json.value(point.k);
      json.key("channel_delay");
      json.value(point.channel_delay);
      json.key("latency");
      json.value(point.latency);
      json.end_object();
    }
    json.end_array();
    json.end_object();
  }
  json.end_array();
  json.end_object();
}

}  // namespace

void write_dally_json(std::ostream& out, const compare::DallyStudy& study) {
  JsonWriter json(out);
  json.begin_object();
  json.key("table_one");
  json.begin_object();
  json.key("message_bits");
  json.value(compare::table_one_message_bits);
  json.key("loads");
  write_numbers(json, compare::table_one_loads);
  json.key("rows");
  json.begin_array();
  for (const auto& row : study.table_one) write_table_row(json, row);
  json.end_array();
  json.end_object();
  json.key("optimal_dimension");
  json.begin_object();
  json.key("message_bits");
  json.value(compare::dimension_study_message_bits);
  json.key("studies");
  json.begin_array();
  for (const auto& comparison : study.dimensions) write_dimension_study(json, comparison);
  json.end_array();
  json.end_object();
  json.end_object();
  out << '\n';
}

}  // namespace kncube::report
